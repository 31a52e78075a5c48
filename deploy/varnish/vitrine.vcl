# Varnish 7 (Debian: apt-get install varnish varnish-modules) in front of Vitrine (issue 34).
# docs/platform.md says how to run it (`npm run start:cdn` does it for you) and how the same tags
# work on Cloudflare (Cache-Tag) and Fastly (Surrogate-Key).
#
# - Anonymous public pages are cached by host + path + query, for the app's s-maxage; within its
#   stale-while-revalidate they are served stale while one background fetch refreshes them.
# - A cookie that does not change the page (consent, analytics) does not defeat the cache; any other
#   (the login token…) and Authorization go to the app, uncached. Answers that are private or set a
#   cookie are never stored.
# - While the app is down (health probe), pages are served stale for up to 24 h.
# - Concurrent misses of one page wait for one fetch (Varnish's request coalescing).
# - PURGE with `xkey-purge: <tags>` (from the app, CDN_PURGE_URL) drops every object tagged with one
#   of them (the app's Vitrine-Tags header, kept as xkey); accepted only from the `purgers` ACL.
# - Every answer says X-Cache: HIT or MISS.
vcl 4.1;

import std;
import xkey;

# `npm run start:cdn` rewrites host and port to the app's (PORT).
backend app {
    .host = "127.0.0.1";
    .port = "4173";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    .probe = {
        .url = "/healthz";
        .interval = 1s;
        .timeout = 1s;
        .window = 3;
        .threshold = 2;
    }
}

# Who may purge: the app (same machine here; add its address when it runs elsewhere).
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.restarts == 0) {
        unset req.http.X-Vitrine-Refresh;
    } else if (req.http.X-Vitrine-Refresh) {
        # Back from vcl_hit: the stale copy is too old and the app is up, fetch a fresh one.
        set req.hash_always_miss = true;
    }
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Purge refused"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "xkey-purge header required"));
        }
        set req.http.X-Purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The API, the change events and the health checks are never cached here.
    if (req.url ~ "^/(api|__vitrine)(/|$)" || req.url ~ "^/(healthz|readyz)(\?|$)") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    if (req.http.Cookie) {
        # Cookies that do not change the page: consent choice, analytics.
        set req.http.Cookie = regsuball(req.http.Cookie, "(^|;\s*)(vitrine_consent|_ga[^=]*|_gid|_gcl_[^=]*|_pk_[^=]*|_fbp|_hj[^=]*)=[^;]*", "");
        set req.http.Cookie = regsub(req.http.Cookie, "^;\s*", "");
        if (req.http.Cookie ~ "^\s*$") {
            unset req.http.Cookie;
        } else {
            # Anything else (the login token…) may change the page: the app answers, nothing is kept.
            return (pass);
        }
    }
    # Nothing varies on the language header: the locale is in the path.
    unset req.http.Accept-Language;
    return (hash);
}

sub vcl_hit {
    # Past the app's stale-while-revalidate, a stale page is served only while the app is down.
    if (obj.ttl + std.duration(obj.http.X-Vitrine-Swr + "s", 0s) <= 0s && std.healthy(req.backend_hint)) {
        set req.http.X-Vitrine-Refresh = "1";
        return (restart);
    }
    return (deliver);
}

sub vcl_backend_response {
    if (beresp.http.Vitrine-Tags) {
        set beresp.http.xkey = beresp.http.Vitrine-Tags;
    }
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store|no-cache)" || beresp.http.Cache-Control !~ "(public|s-maxage)") {
        # Never stored (and the next requests for it go straight to the app, not waiting on each other).
        set beresp.uncacheable = true;
        set beresp.ttl = 10s;
        return (deliver);
    }
    # Varnish read s-maxage into ttl and stale-while-revalidate into grace: remember the latter, then
    # keep the object a day longer for when the app is down (vcl_hit decides).
    set beresp.http.X-Vitrine-Swr = beresp.grace;
    set beresp.grace = 24h;
    return (deliver);
}

sub vcl_backend_error {
    # The app did not answer and no stale copy was there: a plain French 503.
    set beresp.http.Content-Type = "text/plain; charset=utf-8";
    set beresp.http.Retry-After = "30";
    set beresp.http.Cache-Control = "no-store";
    synthetic("Site momentanément indisponible : réessayez dans un instant.");
    return (deliver);
}

sub vcl_deliver {
    if (obj.uncacheable) {
        set resp.http.X-Cache = "MISS";
    } else if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.X-Vitrine-Swr;
    unset resp.http.xkey;
    unset resp.http.Via;
    unset resp.http.X-Varnish;
}

sub vcl_synth {
    if (req.method == "PURGE" && resp.status == 200) {
        set resp.http.X-Purged = req.http.X-Purged;
    }
    set resp.http.Cache-Control = "no-store";
}
