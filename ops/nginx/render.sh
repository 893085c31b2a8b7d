#!/bin/sh
# Renders tulia.conf into <output dir>/nginx.conf, with its includes beside it; then
#   nginx -p <prefix> -c <output dir>/nginx.conf
# The container's entrypoint (ops/nginx/Containerfile) and api/src/site/nginx-parity.test.ts
# both run it, so that what is tested is what runs.
#
#   SITE_DIR       the deployment folder to serve (absolute path)
#   LISTEN         what to listen on: 8080, 127.0.0.1:8080, [::]:8080
#   API_UPSTREAMS  the api instances, host:port separated by spaces: "api-1:8080 api-2:8080"
#   TLS_LISTEN     optional, with TLS_CERT and TLS_KEY (PEM files): also listen with TLS there
#                  (443, 0.0.0.0:8443); HSTS is then sent on its answers
set -eu

here=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)
out=${1:?usage: render.sh <output dir>}
: "${SITE_DIR:?SITE_DIR: the deployment folder to serve}"
: "${LISTEN:?LISTEN: the address or port to listen on}"
: "${API_UPSTREAMS:?API_UPSTREAMS: the api instances, host:port separated by spaces}"

# A value goes into the file as it is: refuse what would end a directive or the sed expression.
for value in "$SITE_DIR" "$LISTEN" "$API_UPSTREAMS" "${TLS_LISTEN:-}" "${TLS_CERT:-}" "${TLS_KEY:-}"; do
  case $value in
    *[\;\{\}\|\&\\\"\'\$]* | *'
'*)
      echo "render.sh: refusing a value with ; { } | & \\ quotes, \$ or a line break: $value" >&2
      exit 2
      ;;
  esac
done
case $SITE_DIR in
  /*) ;;
  *) echo "render.sh: SITE_DIR must be an absolute path" >&2; exit 2 ;;
esac

servers=''
for upstream in $API_UPSTREAMS; do
  servers="$servers server $upstream max_fails=0;"
done

tls=''
if [ -n "${TLS_LISTEN:-}" ]; then
  : "${TLS_CERT:?TLS_CERT: the certificate (PEM) for TLS_LISTEN}"
  : "${TLS_KEY:?TLS_KEY: the private key (PEM) for TLS_LISTEN}"
  tls="listen $TLS_LISTEN ssl http2 default_server; ssl_certificate \"$TLS_CERT\"; ssl_certificate_key \"$TLS_KEY\"; ssl_protocols TLSv1.2 TLSv1.3; ssl_session_cache shared:tulia_tls:10m;"
fi

mkdir -p "$out"
cp "$here"/tulia-*.conf "$here"/tulia-mime.types "$out"/
sed -e "s|__SITE_DIR__|$SITE_DIR|g" \
  -e "s|__LISTEN__|$LISTEN|g" \
  -e "s|__API_UPSTREAMS__|$servers|g" \
  -e "s|__TLS__|$tls|g" \
  "$here/tulia.conf" > "$out/nginx.conf"
