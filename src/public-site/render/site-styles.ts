import type { CoverTemplate, SiteFont } from '../../core/site/site-content';

const FONT_STACKS: Readonly<Record<SiteFont, string>> = {
  Roboto: "Roboto,'Helvetica Neue',Arial,sans-serif",
  'Open Sans': "'Open Sans','Segoe UI',Arial,sans-serif",
  Lato: "Lato,'Segoe UI',Arial,sans-serif",
  Montserrat: "Montserrat,'Segoe UI',Arial,sans-serif",
  Poppins: "Poppins,'Segoe UI',Arial,sans-serif",
  'Playfair Display': "'Playfair Display',Georgia,'Times New Roman',serif",
  Merriweather: 'Merriweather,Georgia,serif',
  Nunito: "Nunito,'Segoe UI',Arial,sans-serif",
};

/** Relative luminance of '#rrggbb' (WCAG), to pick readable text on the theme colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function textOn(hex: string): string {
  // White text needs contrast ≥ 4.5 against the colour; otherwise near-black is used.
  return (1.05 / (luminance(hex) + 0.05)) >= 4.5 ? '#fff' : '#111';
}

/**
 * The page's whole stylesheet, inlined: no extra request before the first paint. Fonts come
 * from the visitor's device with a close fallback, never downloaded, which keeps the page
 * within one round trip. `themeColor` is '#rrggbb' (checked by the core), so it cannot carry CSS.
 */
export function siteStyles(themeColor: string, font: SiteFont, template: CoverTemplate): string {
  const on = textOn(themeColor);
  const base =
    `:root{--c:${themeColor};--on:${on};--t:#1d1d1f;--m:#5f6368;--b:#e6e6e9;--s:#f6f6f8;font-family:${FONT_STACKS[font]}}` +
    '*{box-sizing:border-box}body{margin:0;color:var(--t);background:#fff;line-height:1.6;font-size:17px}' +
    'img{max-width:100%;display:block}a{color:inherit}h1,h2,h3{line-height:1.2;margin:0 0 .5em}' +
    '.w{max-width:1080px;margin:0 auto;padding:0 20px}' +
    '.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:#fff;padding:8px;z-index:9}' +
    'header{position:sticky;top:0;z-index:5;background:rgba(255,255,255,.96);border-bottom:1px solid var(--b)}' +
    'header .w{display:flex;align-items:center;gap:16px;min-height:64px}' +
    '.brand{display:flex;align-items:center;gap:10px;font-weight:700;text-decoration:none;font-size:19px;margin-right:auto}' +
    '.brand img{width:40px;height:40px;border-radius:50%;object-fit:cover}' +
    'nav ul{display:flex;gap:18px;list-style:none;margin:0;padding:0}nav a{text-decoration:none;color:var(--m);font-size:15px}nav a:hover{color:var(--t)}' +
    '.lang,.acct{flex:none;font-size:14px;font-weight:600;color:var(--t);text-decoration:none;border:1px solid var(--b);border-radius:999px;padding:6px 12px}' +
    '.acct{background:var(--c);color:var(--on);border-color:var(--c)}' +
    '.btn{display:inline-block;background:var(--c);color:var(--on);padding:11px 22px;border-radius:999px;text-decoration:none;font-weight:600;border:2px solid transparent;font:inherit;font-weight:600;cursor:pointer}' +
    '.btn.o{background:transparent;color:inherit;border:2px solid currentColor}' +
    '.hero{position:relative;overflow:hidden}.hero h1{font-size:clamp(34px,6vw,60px);margin-bottom:.3em}.hero p{font-size:19px;max-width:640px;margin:0 0 1.4em}' +
    'section{padding:64px 0}section:nth-of-type(even){background:var(--s)}section h2{font-size:30px;margin-bottom:28px}' +
    'section h2:after{content:"";display:block;width:48px;height:4px;background:var(--c);margin-top:12px;border-radius:2px}' +
    '.g{display:grid;gap:20px;grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}' +
    '.card{background:#fff;border:1px solid var(--b);border-radius:14px;overflow:hidden;display:flex;flex-direction:column}' +
    '.card img{aspect-ratio:4/3;object-fit:cover;width:100%}.card div{padding:16px 18px 20px}.card h3{font-size:19px;margin:0 0 6px}.card p{margin:0;color:var(--m);font-size:15px;white-space:pre-line}' +
    '.price{display:inline-block;margin-top:12px;font-weight:700;color:var(--t)}' +
    '.pics{display:grid;gap:10px;grid-template-columns:repeat(auto-fill,minmax(180px,1fr))}.pics img{aspect-ratio:1;object-fit:cover;width:100%;border-radius:10px}' +
    '.pics figure{margin:0}.pics figcaption{font-size:13px;color:var(--m);margin-top:4px}' +
    '.vid{position:relative;display:block;aspect-ratio:16/9;border-radius:14px;overflow:hidden;background:#111;color:#fff;text-decoration:none}' +
    '.vid img{width:100%;height:100%;object-fit:cover;opacity:.8}.vid span{position:absolute;left:16px;bottom:14px;font-weight:600}' +
    '.vid:before{content:"";position:absolute;left:50%;top:50%;width:64px;height:64px;margin:-32px;border-radius:50%;background:var(--c);z-index:1}' +
    '.vid:after{content:"";position:absolute;left:50%;top:50%;margin:-12px -7px;border:12px solid transparent;border-left:20px solid var(--on);z-index:2}' +
    'table{border-collapse:collapse;width:100%;max-width:520px;background:#fff;border-radius:12px;overflow:hidden;border:1px solid var(--b)}' +
    'td,th{padding:11px 16px;text-align:left;border-bottom:1px solid var(--b);font-weight:400}th{font-weight:600}tr:last-child td,tr:last-child th{border-bottom:0}' +
    '.muted{color:var(--m)}.rt{max-width:760px}.rt h2:after{display:none}' +
    'article{border-bottom:1px solid var(--b);padding:0 0 24px;margin:0 0 24px;max-width:760px}article:last-child{border:0}time{color:var(--m);font-size:14px}' +
    '.ev{display:flex;gap:18px;align-items:flex-start;margin-bottom:22px}.day{flex:none;width:68px;text-align:center;background:var(--c);color:var(--on);border-radius:12px;padding:8px 0;font-weight:700;line-height:1.2}' +
    '.day b{display:block;font-size:26px}.ev h3{margin:0 0 4px;font-size:19px}.ev p{margin:0;white-space:pre-line}' +
    '.team{display:grid;gap:24px;grid-template-columns:repeat(auto-fill,minmax(170px,1fr));text-align:center}.team img{width:132px;height:132px;border-radius:50%;object-fit:cover;margin:0 auto 12px}' +
    '.row{display:flex;flex-wrap:wrap;gap:12px}.logos{display:flex;flex-wrap:wrap;gap:32px;align-items:center;margin-bottom:36px}.logos img{height:48px;width:auto;filter:grayscale(1);opacity:.8}' +
    'blockquote{margin:0;background:#fff;border-radius:14px;padding:22px;border:1px solid var(--b)}blockquote p{margin:0 0 12px;font-size:17px;white-space:pre-line}blockquote footer{color:var(--m);font-size:15px}' +
    'form{display:grid;gap:14px;max-width:560px}label{font-weight:600;font-size:15px;display:grid;gap:6px}' +
    'input,textarea{font:inherit;padding:11px 13px;border:1px solid #c8c8cc;border-radius:10px;width:100%}textarea{min-height:140px}' +
    'fieldset{border:1px solid #c8c8cc;border-radius:10px;padding:10px 14px 12px;margin:0;display:grid;gap:4px}legend{font-weight:600;font-size:15px;padding:0 4px}' +
    'label.opt{display:flex;align-items:center;gap:10px;font-weight:400;min-height:40px}label.opt input{width:22px;height:22px;padding:0;margin:0;flex:none;accent-color:var(--c)}' +
    'small{font-weight:400;font-size:14px}.opt-mark{font-weight:400;color:var(--m)}' +
    '.err{color:#b3261e;font-weight:400;font-size:14px}.note{padding:12px 16px;border-radius:10px;background:#e7f5ea;color:#14532d}.note.bad{background:#fdecea;color:#8a1c12}' +
    '.hp{position:absolute;left:-5000px;width:1px;height:1px;overflow:hidden}' +
    '.open-now a{display:inline-block;padding:4px 14px;border-radius:999px;background:#fdecea;color:#8a1c12;text-decoration:none;font-weight:600;font-size:15px}.open-now.is-open a{background:#e7f5ea;color:#14532d}' +
    '.reach{list-style:none;padding:0;margin:0 0 24px;display:grid;gap:12px}.reach address{font-style:normal;margin-bottom:4px}' +
    '.pics a{display:block;cursor:zoom-in}dialog#lb{padding:0;border:0;background:transparent;max-width:100vw;max-height:100vh;overflow:visible}dialog#lb::backdrop{background:rgba(0,0,0,.88)}' +
    '#lb img{max-width:94vw;max-height:86vh;object-fit:contain;border-radius:8px}#lb button{position:fixed;border:0;background:rgba(255,255,255,.16);color:#fff;font-size:34px;line-height:1;width:52px;height:52px;border-radius:50%;cursor:pointer}' +
    '.lb-p{left:12px;top:50%}.lb-n{right:12px;top:50%}.lb-x{right:12px;top:12px}' +
    '.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}.post{padding:40px 0 56px}.post h1{font-size:clamp(30px,5vw,44px);line-height:1.15;margin:8px 0 20px}' +
    '.bk{list-style:none;padding:0;margin:0 0 24px;display:grid;gap:10px;grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}.bk-c{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:baseline}.bk a{display:grid;gap:2px;padding:12px 16px;border:2px solid #ddd;border-radius:12px;text-decoration:none;color:inherit}' +
    '.bk a[aria-current]{border-color:var(--c)}.bk-t{display:flex;flex-wrap:wrap;gap:4px 18px;border:0;padding:0;margin:0}.bk-t legend{font-weight:600;margin-bottom:6px}.bk-m dt{font-weight:600}.bk-m dd{margin:0 0 10px}' +
    '.pf{display:grid;gap:40px}.portal .w>h2{margin-top:48px}.pf form{max-width:none}.ann h3{display:flex;flex-wrap:wrap;gap:8px;align-items:center}.ann p{white-space:pre-line}' +
    '.new{font-size:13px;font-weight:700;background:var(--c);color:var(--on);border-radius:999px;padding:2px 10px}' +
    '@media(min-width:800px){.pf{grid-template-columns:repeat(auto-fit,minmax(300px,1fr))}}' +
    'body>footer{padding:32px 0;color:var(--m);font-size:14px;border-top:1px solid var(--b)}' +
    '@media(max-width:800px){nav{display:none}section{padding:44px 0}body{font-size:16px}.hero p{font-size:17px}' +
    // The portal link and the language switch share a phone's header with the name: they wrap below it rather than spill out.
    'header.pl .w{flex-wrap:wrap;gap:8px 10px;padding-top:8px;padding-bottom:8px}.pl .lang,.pl .acct{padding:5px 10px;font-size:13px}}';
  return base + TEMPLATES[template];
}

const TEMPLATES: Readonly<Record<CoverTemplate, string>> = {
  // 1: full-bleed cover photo with the name over it.
  1:
    '.hero{min-height:min(78vh,620px);display:flex;align-items:flex-end;color:#fff;background:#222}' +
    '.hero>img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}' +
    '.hero:after{content:"";position:absolute;inset:0;background:linear-gradient(180deg,rgba(0,0,0,.1),rgba(0,0,0,.65))}' +
    '.hero .w{position:relative;z-index:1;padding-bottom:64px;width:100%}',
  // 2: text beside the photo.
  2:
    '.hero{background:var(--s)}.hero .w{display:grid;grid-template-columns:1.1fr 1fr;gap:40px;align-items:center;padding-top:56px;padding-bottom:56px}' +
    '.hero .pic{border-radius:20px;aspect-ratio:4/3;object-fit:cover;width:100%}' +
    '@media(max-width:800px){.hero .w{grid-template-columns:1fr}}',
  // 3: a band in the theme colour, photo below.
  3:
    '.hero{background:var(--c);color:var(--on);text-align:center}.hero .w{padding-top:72px;padding-bottom:48px}.hero p{margin-left:auto;margin-right:auto}.hero .row{justify-content:center}' +
    '.hero .btn{background:var(--on);color:var(--c)}.band{background:linear-gradient(var(--c) 50%,#fff 50%)}' +
    '.band img{border-radius:20px;aspect-ratio:21/9;object-fit:cover;width:100%}',
};

export function notFoundStyles(): string {
  return (
    "body{margin:0;font-family:system-ui,'Segoe UI',Roboto,Arial,sans-serif;color:#1d1d1f;background:#f6f6f8;display:grid;place-items:center;min-height:100vh}" +
    'main{max-width:560px;padding:32px;text-align:center}h1{font-size:28px;margin:.2em 0}.code{font-size:64px;font-weight:800;color:#6e6e73;margin:0}' +
    'p{color:#5f6368}hr{border:0;border-top:1px solid #e6e6e9;margin:28px 0}a{color:#1d1d1f}'
  );
}
