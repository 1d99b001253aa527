import type { Content } from '../schema';
import { getThemeTokens } from '../theme/tokens';
import { type FontAsset, fontFaceCss, WEB_FONTS, type WebFont } from '../theme/webfonts';
import { LOOK } from './css-look';

// Written readable, shipped with whitespace collapsed; every colour comes from a checked palette token.
// Sections alternate page and surface backgrounds by position (nth-of-type), whatever their types.
// Below 1024 px a full-bleed hero picture stands above the hero's words, never under them (the
// built-in artwork draws its motif right of centre, where tablet-wide words would run over it); from
// 1024 px the words of an overlay or facts hero keep to the left 40 % (the motif's left edge can lie
// at 44 % of the picture, and further left where a tall hero crops its sides).
// Below 414 px the menu's links are set a little smaller so four of them fit one row in every language.
const BASE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%;scroll-padding-top:5.5rem}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
body{margin:0;background:var(--bg);color:var(--text);font:1.0625rem/1.65 var(--fb);-webkit-font-smoothing:antialiased}
body{display:flex;flex-direction:column;min-height:100vh;min-height:100dvh}
body>main{flex:1 0 auto}
main:has(>.hero:only-child){display:flex;flex-direction:column}
main>.hero:only-child{flex:1 0 auto}
img,video{display:block;max-width:100%;height:auto}
h1,h2,h3{overflow-wrap:break-word;hyphens:auto;font-family:var(--fh);font-weight:var(--hw);letter-spacing:var(--ht);line-height:1.12;margin:0 0 .55em;text-wrap:balance}
h1{font-size:clamp(2.25rem,1.2rem + 4.6vw,var(--h1))}
h2{font-size:clamp(1.75rem,1.25rem + 2vw,var(--h2))}
h3{font-size:var(--h3);line-height:1.3}
p{margin:0 0 1em}
a{color:var(--link);text-underline-offset:.18em;text-decoration-thickness:.07em}
a:hover{text-decoration-thickness:.14em}
:focus-visible{outline:3px solid var(--focus);outline-offset:3px;border-radius:4px}
.wrap{width:min(72rem,100% - 2.5rem);margin-inline:auto}
.narrow>*{max-width:46rem}
.skip{position:absolute;left:1rem;top:-5rem;z-index:10;background:var(--primary);color:var(--on-primary);padding:.7rem 1.1rem;border-radius:.6rem;font-weight:650}
.skip:focus{top:1rem}
.hdr{position:sticky;top:0;z-index:5;background:var(--bg);border-bottom:1px solid var(--border)}
.hdr-in{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.25rem 1.5rem;min-height:4.25rem;padding-block:.55rem}
.brand{display:inline-flex;align-items:center;gap:.7rem;min-height:44px;color:var(--text);text-decoration:none;font:var(--hw) 1.2rem/1.2 var(--fh);letter-spacing:var(--ht)}
.brand{max-width:100%;min-width:0}
.brand span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
nav ul{list-style:none;margin:0;padding:0;display:flex}
.hdr nav{max-width:100%}
.hdr nav ul{flex-wrap:wrap}
.hdr nav a{display:block;padding:.6rem .85rem;border-radius:.6rem;color:var(--text);text-decoration:none;font-weight:550;font-size:.98rem;white-space:nowrap}
.hdr nav a:hover{background:var(--tint)}
@media (max-width:767.98px){.brand{font-size:1.05rem}.brand-long{font-size:.95rem}.hdr nav{flex-basis:100%}.hdr nav ul{margin-inline:-.45rem}.hdr nav a{padding:.45rem;font-size:.95rem}}
@media (max-width:413.98px){.hdr nav ul{margin-inline:-.4rem}.hdr nav a{padding:.45rem .4rem;font-size:.9rem}}
.hero{position:relative;isolation:isolate;display:grid;align-items:center;min-height:clamp(30rem,80vh,46rem);padding-block:5rem;background:radial-gradient(ellipse at 85% 110%,rgb(0 0 0/.28),transparent 55%),linear-gradient(135deg,var(--hero-from),var(--hero-to));color:var(--hero-text);text-align:center;overflow:hidden}
.hero-bg{position:absolute;inset:0;z-index:-2}
.hero-bg img,.hero-bg video{width:100%;height:100%;object-fit:cover}
.hero-media::before{content:"";position:absolute;inset:0;z-index:-1;background:rgb(0 0 0/.25)}
.hero-media h1,.hero-media .lead{text-shadow:0 1px 3px rgb(0 0 0/.55),0 2px 28px rgb(0 0 0/.4)}
.hero-in{max-width:54rem}
.hero h1{margin-bottom:.4em}
.hero .lead{color:inherit;font-size:clamp(1.1rem,1rem + .6vw,1.4rem);max-width:40rem;margin:0 auto 2rem}
.hero :focus-visible,.cta :focus-visible,.ftr :focus-visible{outline-color:currentColor}
.hero .lead a,.cta .lead a{color:inherit}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:3rem;padding:.8rem 1.6rem;border:0;border-radius:999px;background:var(--primary);color:var(--on-primary);font-weight:650;text-decoration:none;box-shadow:0 10px 24px -12px var(--primary);transition:transform .15s ease,box-shadow .15s ease}
.btn{max-width:100%;text-align:center;overflow-wrap:anywhere}
.mail{display:flex;flex-direction:column;align-items:flex-start;gap:.6rem}
.mail .btn{display:inline-flex;margin-top:.4rem}
.mail .addr{max-width:100%;overflow-wrap:anywhere}
.btn:hover{transform:translateY(-2px);box-shadow:0 14px 30px -12px var(--primary)}
.btn-hero,.btn-invert{background:#fff;color:var(--hero-from);box-shadow:0 12px 30px -12px rgb(0 0 0/.6)}
.btn-hero:focus-visible,.btn-invert:focus-visible{outline-color:#fff}
.sec{padding-block:clamp(3.75rem,2rem + 6vw,6.5rem)}
main>section:nth-of-type(odd):not(.hero,.cta){background:var(--surface)}
.sec-head{max-width:44rem;margin-bottom:2.75rem}
.sec h2::before{content:"";display:block;width:2.75rem;height:.3rem;border-radius:9px;background:var(--primary);margin-bottom:1.1rem}
.lead{font-size:1.18rem;color:var(--muted)}
.sec-head .lead,.split .prose{margin-bottom:0}
.split{display:grid;gap:2.5rem;align-items:center}
.split-media img,.split-media video{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:1.25rem;box-shadow:0 30px 60px -30px rgb(15 23 42/.45)}
.grid{list-style:none;margin:0;padding:0;display:grid;gap:1.5rem}
.cols-1{max-width:40rem}
.card{position:relative;display:flex;flex-direction:column;padding:1.75rem;background:var(--bg);border:1px solid var(--border);border-radius:1.1rem;overflow:hidden;box-shadow:0 1px 2px rgb(15 23 42/.05),0 16px 36px -22px rgb(15 23 42/.3);transition:transform .2s ease,box-shadow .2s ease}
.card:hover{transform:translateY(-3px);box-shadow:0 1px 2px rgb(15 23 42/.05),0 24px 44px -22px rgb(15 23 42/.4)}
.card-media{margin:-1.75rem -1.75rem 1.5rem}
.card-media img,.card-media video{width:100%;aspect-ratio:3/2;object-fit:cover}
.card p{color:var(--muted)}
.card p:last-child{margin-bottom:0}
.badge{display:inline-grid;place-items:center;width:2.9rem;height:2.9rem;margin-bottom:1.1rem;border-radius:.8rem;background:var(--tint);color:var(--link);font-weight:750}
.price{display:flex;flex-wrap:wrap;align-items:baseline;gap:.4rem;margin:.1rem 0 1.4rem}
.price strong{font:var(--hw) 2.4rem/1.1 var(--fh);letter-spacing:var(--ht)}
.price span{color:var(--muted)}
.ticks{list-style:none;padding:1.25rem 0 0;margin:0;display:grid;gap:.65rem;border-top:1px solid var(--border)}
.ticks li{position:relative;padding-left:1.8rem}
.ticks li::before{content:"✓"/"";position:absolute;left:0;color:var(--link);font-weight:800}
.plan-top{border:2px solid var(--primary);box-shadow:0 30px 60px -28px var(--primary)}
.cta{background:linear-gradient(135deg,var(--hero-from),var(--hero-to));color:var(--hero-text);text-align:center}
.cta-in{max-width:46rem}
.cta h2::before{margin-inline:auto;background:currentColor}
.cta .lead{color:inherit;margin-bottom:2rem}
.faq{display:grid;gap:.8rem}
.faq details{background:var(--bg);border:1px solid var(--border);border-radius:.9rem;padding:0 1.35rem}
.faq summary{display:flex;justify-content:space-between;align-items:center;gap:1rem;min-height:3rem;padding:1.05rem 0;cursor:pointer;list-style:none;font-weight:650;font-size:1.06rem}
.faq summary::-webkit-details-marker{display:none}
.faq summary::after{content:"+"/"";flex:none;display:grid;place-items:center;width:1.9rem;height:1.9rem;border-radius:50%;background:var(--tint);color:var(--link);font-size:1.25rem;line-height:1}
.faq details[open] summary::after{content:"−"/""}
.faq .prose{color:var(--muted);padding-bottom:.4rem}
.info-list{display:grid;gap:1rem;margin:0}
.info{padding:1.3rem 1.5rem;background:var(--bg);border:1px solid var(--border);border-radius:1rem}
.info dt{margin-bottom:.3rem;color:var(--muted);font-size:.8rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase}
.info dd{margin:0;font-size:1.12rem;font-weight:550;overflow-wrap:anywhere}
.info dd a{display:inline-block;padding-block:.2rem}
.pre{white-space:pre-line}
.hours{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.hours li{padding:.8rem 1.1rem;border-radius:.8rem;background:var(--bg);border:1px solid var(--border)}
.chips{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.75rem}
.chips a{display:inline-flex;align-items:center;min-height:2.75rem;padding:.5rem 1.15rem;border:1px solid var(--border);border-radius:999px;background:var(--bg);font-weight:600;text-decoration:none}
.map-addr{font-size:1.15rem}
.gallery{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,15rem),1fr))}
.gallery img{width:100%;aspect-ratio:1;object-fit:cover;border-radius:1rem}
.form{display:grid;gap:.45rem}
.form label{font-weight:600}
.form input,.form textarea{width:100%;margin-bottom:.8rem;padding:.75rem .95rem;font:inherit;color:var(--text);background:var(--bg);border:1px solid var(--muted);border-radius:.7rem}
.form button{justify-self:start;font:inherit;font-weight:650;cursor:pointer}
.hp{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}
.ftr{background:var(--ftr-bg);color:var(--ftr-text);padding-top:3.75rem}
.ftr a{color:var(--ftr-text)}
.ftr-in{display:grid;gap:2rem}
.ftr-name{font:var(--hw) 1.3rem/1.2 var(--fh);letter-spacing:var(--ht);margin-bottom:.6rem}
.ftr-brand p+p{color:var(--ftr-muted);max-width:34rem}
.ftr nav ul{flex-direction:column;gap:.15rem}
.ftr nav a{display:inline-block;padding:.35rem 0;text-decoration:none}
.ftr nav a:hover{text-decoration:underline}
.ftr-base{margin-top:2.5rem;padding-block:1.6rem;border-top:1px solid rgb(255 255 255/.14);color:var(--ftr-muted);font-size:.92rem}
.ftr-base p{margin:0}
.ftr-base .ftr-credits,.ftr-base .ftr-made{margin-top:.5rem;font-size:.85rem}
.ftr-made a{display:inline-block;padding-block:.2rem}
.hero-actions{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center}
.hero-text{min-width:0}
.btn-ghost{background:transparent;color:var(--link);box-shadow:inset 0 0 0 2px currentColor}
.btn-ghost:hover{box-shadow:inset 0 0 0 2px currentColor}
.btn-ghost-dark{color:var(--hero-text)}
.hero-overlay{text-align:start}
.hero-overlay .hero-in{max-width:72rem}
.hero-overlay .hero-text{max-width:40rem}
.hero-overlay .lead{margin-inline:0}
.hero-overlay .hero-actions{justify-content:flex-start}
.hero-overlay.hero-media::before{background:rgb(0 0 0/.6)}
@media (max-width:479.98px){#home h1.long-words{font-size:clamp(1.75rem,.6rem + 6vw,2.4rem)}}
.hero-place{margin:0 0 .8rem;font-size:.9rem;font-weight:650;letter-spacing:.06em;text-transform:uppercase;color:var(--muted)}
.hero-overlay .hero-place,.hero:not(.hero-statement,.hero-split,.hero-strip,.hero-person) .hero-place{color:inherit;opacity:.85}
.hero-statement,.hero-split,.hero-strip{min-height:0;background:var(--bg);color:var(--text)}
.hero-statement{padding-block:clamp(4.5rem,3rem + 7vw,9rem);border-bottom:1px solid var(--border)}
.hero-statement h1{font-size:clamp(2.6rem,1.4rem + 5.4vw,calc(var(--h1) * 1.2))}
.hero-statement h1::after{content:"";display:block;width:4rem;height:.35rem;margin:1.4rem auto 0;border-radius:9px;background:var(--primary)}
.hero-statement .lead,.hero-split .lead,.hero-strip .lead{color:var(--muted)}
.hero-split{text-align:start;background:var(--surface);padding-block:clamp(3rem,2rem + 5vw,6rem)}
.hero-split .lead,.hero-facts .lead{margin-inline:0}
.hero-split .hero-actions,.hero-facts .hero-actions{justify-content:flex-start}
.hero-grid{display:grid;gap:2.5rem;align-items:center}
.hero-pic img,.hero-pic video{width:100%;aspect-ratio:5/4;object-fit:cover;border-radius:1.5rem;box-shadow:0 30px 60px -30px rgb(15 23 42/.5)}
.hero-facts{text-align:start;min-height:0;padding-block:clamp(3.5rem,2rem + 6vw,7rem)}
.facts{margin:0;padding:1.6rem 1.75rem;list-style:none;display:grid;gap:1.1rem;background:var(--bg);color:var(--text);border-radius:1.25rem;border:1px solid var(--border);box-shadow:0 30px 60px -30px rgb(0 0 0/.5)}
.facts li+li{padding-top:1.1rem;border-top:1px solid var(--border)}
.facts .fk{display:block;color:var(--muted);font-size:.8rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase}
.facts .fv{display:block;font:var(--hw) 1.2rem/1.35 var(--fh)}
.hero-strip{padding-block:clamp(3.5rem,2rem + 5vw,6rem) 0;background:var(--surface)}
.strip{list-style:none;margin:2.5rem 0 0;padding:0;display:grid;grid-template-columns:repeat(2,1fr);gap:.5rem}
.strip-3{grid-template-columns:repeat(3,1fr)}
.strip img{width:100%;aspect-ratio:4/5;object-fit:cover}
.strip li:first-child img{object-position:75% 50%}
.about-statement .statement{max-width:50rem;margin-inline:auto;text-align:center}
.about-statement h2::before{margin-inline:auto}
.about-statement .prose{font-size:clamp(1.15rem,1rem + .5vw,1.4rem);line-height:1.6}
.wide-media{margin-top:3rem}
.wide-media img{width:100%;aspect-ratio:21/9;object-fit:cover;border-radius:1.25rem}
.svc-list{list-style:none;margin:0;padding:0;display:grid;gap:0}
.svc-list li{display:flex;gap:1.25rem;padding-block:1.6rem;border-top:1px solid var(--border)}
.svc-list .badge{flex:none;margin:0}
.svc-list .card-body p{color:var(--muted)}
.svc-rows{list-style:none;margin:0;padding:0;display:grid;gap:3rem}
.svc-rows li{display:grid;gap:1.5rem;align-items:center}
.row-media img,.row-media video{width:100%;aspect-ratio:3/2;object-fit:cover;border-radius:1.25rem}
.row-num{display:grid;place-items:center;aspect-ratio:3/2;border-radius:1.25rem;background:var(--tint);color:var(--link);font:var(--hw) clamp(3rem,2rem + 4vw,5rem)/1 var(--fh)}
.svc-rows .card-body p{color:var(--muted)}
.map-link{white-space:nowrap;font-size:.95rem;font-weight:600}
@media (min-width:768px){
.split{grid-template-columns:1.1fr .9fr;gap:4.5rem}
.cols-2,.cols-4{grid-template-columns:repeat(2,1fr)}
.cols-3{grid-template-columns:repeat(3,1fr)}
.info-list{grid-template-columns:repeat(2,1fr)}
.info:last-child:nth-child(odd){grid-column:1/-1}
.hero-grid{grid-template-columns:1.15fr .85fr;gap:4rem}
.hero-facts .hero-grid{grid-template-columns:1.3fr .7fr}
.svc-list{grid-template-columns:repeat(2,1fr);column-gap:3.5rem}
.svc-one{grid-template-columns:1fr;max-width:48rem}
.svc-rows li{grid-template-columns:1fr 1fr;gap:3.5rem}
.svc-rows .row-flip>:first-child{order:2}
.strip-4{grid-template-columns:repeat(4,1fr)}
.ftr-in{grid-template-columns:2fr 1fr}
.hero-overlay.hero-media::before{background:linear-gradient(90deg,rgb(0 0 0/.62),rgb(0 0 0/.25) 70%,rgb(0 0 0/.1))}
}
@media (min-width:1024px){.cols-4{grid-template-columns:repeat(4,1fr)}.plan-top{transform:translateY(-.75rem)}.hero-overlay .hero-text{max-width:min(40rem,40%)}.hero-facts.hero-media .hero-grid{grid-template-columns:2fr 3fr}.hero-facts.hero-media .facts{justify-self:end;width:min(100%,26rem)}}
@media (max-width:1023.98px){.hero-media{padding-top:0;min-height:0;align-content:start}.hero-media .hero-bg{position:relative;inset:auto;z-index:auto;margin-bottom:2rem}.hero-media .hero-bg img,.hero-media .hero-bg video{height:auto;aspect-ratio:16/9}.hero-media::before{display:none}.hero-media h1,.hero-media .lead{text-shadow:none}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{transition:none!important;animation:none!important}.hero-bg video{display:none}.card:hover,.btn:hover{transform:none}}
`;

const EDITOR = `
[data-path]{cursor:text;outline-offset:2px}
[data-path]:hover{outline:1px dashed var(--focus)}
[data-placeholder]{background:#fef3c7;color:#713f12;outline:2px dashed #d97706;border-radius:4px}
[data-empty]:empty::before{content:"Add text";opacity:.55}
.media-empty{min-height:8rem;border:2px dashed var(--border);border-radius:1rem}
.widget-type{padding:1rem;border:1px dashed var(--border);font-family:ui-monospace,monospace}
.suggested{display:inline-block;margin-bottom:.4rem;padding:.1rem .5rem;border-radius:999px;background:#fef3c7;color:#713f12;font-size:.8rem;font-weight:600}
`;

const minify = (css: string) =>
  css
    .replace(/\n+/g, '')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();

const BASE_MIN = minify(BASE + LOOK);
const EDITOR_MIN = minify(EDITOR);

/** All CSS of a site: theme variables then the shared rules. The editor adds its highlight rules. */
export function siteCss(
  content: Pick<Content, 'theme' | 'meta'>,
  options: { editable?: boolean; fonts?: readonly FontAsset[] } = {},
): string {
  const t = getThemeTokens(content);
  const web = options.fonts?.length ? WEB_FONTS[t.fontPair] : undefined;
  const stack = (font: WebFont | undefined, fallback: string) =>
    font && options.fonts?.some((f) => f.family === font.family) ? `"${font.family}",${fallback}` : fallback;
  const p = t.palette;
  const vars = [
    `color-scheme:${p.isDark ? 'dark' : 'light'}`,
    `--bg:${p.bg}`,
    `--surface:${p.surface}`,
    `--text:${p.text}`,
    `--muted:${p.muted}`,
    `--primary:${p.primary}`,
    `--on-primary:${p.onPrimary}`,
    `--link:${p.link}`,
    `--tint:${p.tint}`,
    `--border:${p.border}`,
    `--focus:${p.focus}`,
    `--hero-from:${p.heroFrom}`,
    `--hero-to:${p.heroTo}`,
    `--hero-text:${p.heroText}`,
    `--ftr-bg:${p.footerBg}`,
    `--ftr-text:${p.footerText}`,
    `--ftr-muted:${p.footerMuted}`,
    `--fh:${stack(web?.heading, t.fonts.heading)}`,
    `--fb:${stack(web?.body, t.fonts.body)}`,
    // The shipped face's own weight, so browsers never draw a faux bold heading.
    `--hw:${web ? web.heading.weight : t.fonts.headingWeight}`,
    `--ht:${t.fonts.headingTracking}`,
    `--h1:${t.sizes.h1}rem`,
    `--h2:${t.sizes.h2}rem`,
    `--h3:${t.sizes.h3}rem`,
  ];
  const faces = options.fonts ? fontFaceCss(options.fonts) : '';
  return `${faces}:root{${vars.join(';')}}${BASE_MIN}${options.editable ? EDITOR_MIN : ''}`;
}
