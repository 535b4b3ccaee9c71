// `autoFocus` on an element, as React spells it, reaches the DOM through Preact (ADR 022) as the attribute
// `autofocus="true"`, which HTML does not allow (a boolean attribute is present or absent: the Nu checker's
// error on the login and password pages). React itself never writes the attribute (it focuses on mount).
// Renamed to the DOM's own property name, Preact sets the `autofocus` property, which the browser reflects
// as the valid `autofocus=""`.
import { options, type VNode } from 'preact';

const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === 'string' && props && 'autoFocus' in props) {
    const { autoFocus, ...rest } = props;
    vnode.props = { ...rest, autofocus: Boolean(autoFocus) } as unknown as typeof vnode.props;
  }
  previous?.(vnode);
};
