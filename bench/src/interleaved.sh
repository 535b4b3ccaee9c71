#!/bin/bash
# Before and after in turn (issue 32, bench/RESULTS.md "The fast path's access line"): two checkouts' servers up
# side by side (each as it runs, `tsx api/src/main.ts`, PGlite with the demo seed, in a session of its own) and
# plain node:http (plain-http.mjs) with the after tree's `/courses` bytes; each round wrk loads plain node:http,
# then every path on A and B, the two trees' rows in alternating order; per row the requests/s, p99, the load and
# the server's CPU µs per request (its process group's utime + stime in /proc). Both trees installed and built.
#
#   bench/src/interleaved.sh <before-tree> <after-tree> [rounds=3] [seconds=5] [LOG_LEVEL=info]
#
# Prints `round|what|requests/s|p99|load|µs CPU per request|errors`. Ports BENCH_PORT+41 … +43 (default 3300).
set -u
A=$(realpath "$1"); B=$(realpath "$2"); ROUNDS=${3:-3}; SECS=${4:-5}; LVL=${5:-info}
BASE_PORT=${BENCH_PORT:-3300}; PP=$((BASE_PORT + 41)); PA=$((BASE_PORT + 42)); PB=$((BASE_PORT + 43))
WORK=$(mktemp -d /tmp/valik-interleaved-XXXX)
export PATH=$B/node_modules/.bin:$PATH
start() { # tree port
  local d=$(mktemp -d $WORK/data-XXXX)
  (cd $1; PORT=$2 DATA_DIR=$d LOG_LEVEL=$LVL SHUTDOWN_DRAIN_SECONDS=0 NODE_ENV=test PUBLIC_BASE_URL=http://127.0.0.1:$2 setsid $1/node_modules/.bin/tsx api/src/main.ts > /dev/null 2>$WORK/server-$2.err & echo $! > $WORK/pid-$2)
}
start $A $PA; start $B $PB
for p in $PA $PB; do for i in $(seq 1 240); do curl -sf http://127.0.0.1:$p/readyz >/dev/null && break; sleep 0.5; done; done
SLUG=$(curl -s http://127.0.0.1:$PB/api/v1/courses | node -e "let s='';process.stdin.on('data',c=>s+=c).on('end',()=>console.log(JSON.parse(s).data[0].slug))")
curl -s http://127.0.0.1:$PB/courses > $WORK/courses.html
setsid node $B/bench/src/plain-http.mjs $PP $WORK/courses.html > /dev/null & echo $! > $WORK/pid-$PP
sleep 1
PATHS="/ /courses /courses/$SLUG /api/v1/courses /healthz"
for p in $PA $PB; do for path in $PATHS; do curl -s -o /dev/null http://127.0.0.1:$p$path; done; done
GA=$(cat $WORK/pid-$PA); GB=$(cat $WORK/pid-$PB); GP=$(cat $WORK/pid-$PP)
sleep 3
cpu() { # pgid -> ticks of the group
  awk -v g=$1 '{ if ($5 == g) s += $14 + $15 } END { print s + 0 }' /proc/[0-9]*/stat 2>/dev/null
}
row() { # label url pgid
  wrk -t2 -c32 -d2s $2 > /dev/null
  local l=$(cut -d' ' -f1 /proc/loadavg)
  local c0=$(cpu $3)
  local o=$(wrk -t2 -c32 -d${SECS}s --latency $2)
  local c1=$(cpu $3)
  local n=$(echo "$o" | awk '/requests in/{print $1}')
  local us=$(awk -v a=$c0 -v b=$c1 -v n=$n 'BEGIN { printf "%.1f", (b - a) * 10000 / n }')
  local rps=$(echo "$o" | awk '/Requests\/sec/{print $2}'); local p99=$(echo "$o" | awk '$1=="99%"{print $2}')
  local err=$(echo "$o" | grep -E "Non-2xx|Socket errors" | tr '\n' ' ')
  echo "$ROUND|$1|$rps|$p99|$l|$us|$err"
}
for ROUND in $(seq 1 $ROUNDS); do
  row "plain" http://127.0.0.1:$PP/ $GP
  for path in $PATHS; do
    if [ $((ROUND % 2)) = 1 ]; then row "A $path" http://127.0.0.1:$PA$path $GA; row "B $path" http://127.0.0.1:$PB$path $GB
    else row "B $path" http://127.0.0.1:$PB$path $GB; row "A $path" http://127.0.0.1:$PA$path $GA; fi
  done
done
for p in $PA $PB $PP; do kill -TERM -$(cat $WORK/pid-$p) 2>/dev/null || kill -TERM $(cat $WORK/pid-$p); done
sleep 3; for p in $PA $PB $PP; do kill -KILL -$(cat $WORK/pid-$p) 2>/dev/null; done; rm -rf $WORK
