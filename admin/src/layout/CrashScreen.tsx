// Shown when the console itself (outside React-Admin's layout, so without its translations) fails to
// render; the error is reported by the boundary that shows this.
import { ERROR_SCREEN_TEXT } from '@valik/api/domain';

export function CrashScreen() {
  return (
    <main role="alert" style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '48px auto', padding: '0 16px' }}>
      <h1 lang="et">Tekkis viga</h1>
      <p lang="en">{ERROR_SCREEN_TEXT.generic}</p>
      <p>
        <a href="/">Tagasi avalehele · {ERROR_SCREEN_TEXT.back}</a>
      </p>
    </main>
  );
}
