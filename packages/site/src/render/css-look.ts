// The rules that make a page look finished without any picture, and those of each page structure
// (render/page-layout.ts); shipped after the base rules, so they win at equal specificity.
// Words never stand on a picture: from 1024 px a full-bleed hero picture takes the right half and
// the words the left (below 1024 px the picture already stands above them).
export const LOOK = `
.hero:not(.hero-media,.hero-statement,.hero-split,.hero-strip,.hero-person){background:radial-gradient(circle at 1px 1px,rgb(255 255 255/.16) 1.3px,transparent 1.7px) 0 0/22px 22px,linear-gradient(135deg,var(--hero-from),var(--hero-to))}
.hero-statement{text-align:start;border-bottom:0;padding-block:clamp(4rem,2.5rem + 6vw,8.5rem)}
.hero-statement .hero-in{max-width:72rem}
.hero-statement .hero-text{max-width:44rem}
.hero-statement .lead{margin-inline:0}
.hero-statement .hero-actions{justify-content:flex-start}
.hero-statement h1::after{margin:1.4rem 0 0}
.hero-statement{background:var(--tint)}
.hero-statement+.ribbon{border-top:1px solid var(--border)}
.hero-person{min-height:0;background:var(--surface);color:var(--text);text-align:start;padding-block:clamp(3rem,2rem + 5vw,6.5rem)}
.hero-person .lead{color:var(--muted);margin-inline:0}
.hero-person .hero-actions{justify-content:flex-start}
.hero-person .hero-grid{justify-items:start}
.portrait{display:block;margin:.75rem;width:clamp(7.5rem,30vw,15rem);aspect-ratio:1;border-radius:50%;overflow:hidden;box-shadow:0 0 0 .45rem var(--bg),0 0 0 .75rem var(--primary)}
.portrait img{width:100%;height:100%;object-fit:cover}
.svc-rows li.row-text{grid-template-columns:auto 1fr;align-items:baseline;gap:1.25rem;padding-top:1.5rem;border-top:1px solid var(--border)}
.svc-rows:has(.row-text){gap:1.5rem}
.row-text .row-num{display:block;aspect-ratio:auto;background:none;border-radius:0;font-size:clamp(2rem,1.5rem + 2vw,3.25rem);min-width:2ch}
.list-media{flex:none;width:clamp(4.5rem,3.5rem + 3vw,6.5rem)}
.list-media img,.list-media video{width:100%;aspect-ratio:1;object-fit:cover;border-radius:.9rem}
main>section.ribbon{padding-block:1.75rem;background:var(--tint)}
.ribbon-in{display:flex;flex-wrap:wrap;align-items:baseline;gap:.35rem 1.5rem}
.ribbon h2{margin:0;font:700 .8rem/1.4 var(--fb);letter-spacing:.08em;text-transform:uppercase}
.ribbon h2::before{display:none}
.ribbon-in>:last-child{margin:0;font:var(--hw) clamp(1.15rem,1rem + .6vw,1.45rem)/1.35 var(--fh);letter-spacing:var(--ht)}
main.page-area>[id$="-area"]{background:radial-gradient(circle at 1px 1px,rgb(255 255 255/.16) 1.3px,transparent 1.7px) 0 0/22px 22px,linear-gradient(135deg,var(--hero-from),var(--hero-to));color:var(--hero-text)}
.page-area [id$="-area"] h2::before{background:currentColor}
.page-area [id$="-area"] .prose{font:var(--hw) clamp(1.45rem,1.1rem + 1.6vw,2.3rem)/1.25 var(--fh);letter-spacing:var(--ht)}
.page-area [id$="-area"] a{color:inherit}
.page-menu .pricing{grid-template-columns:1fr;max-width:46rem;gap:0}
.page-menu .plan,.page-menu .plan-top{flex-direction:row;flex-wrap:wrap;align-items:baseline;gap:.25rem 1rem;padding:1.1rem 0;background:none;border:0;border-bottom:1px dashed var(--muted);border-radius:0;box-shadow:none;transform:none}
.page-menu .plan:hover{transform:none;box-shadow:none}
.page-menu .plan h3{flex:1 1 12rem;margin:0}
.page-menu .plan .price{margin:0}
.page-menu .plan .price strong{font-size:1.4rem}
.page-menu .plan .ticks{flex-basis:100%;border:0;padding:0}
.page-menu .svc-list .badge{display:none}
.page-menu .svc-list li{padding-block:1.2rem;border-top-style:dashed}
.page-menu .svc-list h3{font-size:calc(var(--h3) * 1.15)}
main.page-hours>.contact{border-top:.45rem solid var(--primary)}
.page-hours .contact .narrow>*{max-width:none}
.page-hours .contact .info dd{font-size:1.3rem}
.page-person #about .prose{font-size:clamp(1.2rem,1rem + .6vw,1.5rem);line-height:1.55}
@media (min-width:768px){
.svc-rows li.row-text{grid-template-columns:auto 1fr;gap:2rem}
.hero-person .hero-grid{grid-template-columns:auto 1fr;gap:4.5rem}
.page-hours .contact .info-list{grid-template-columns:repeat(auto-fit,minmax(15rem,1fr))}
.page-hours .contact .info:last-child:nth-child(odd){grid-column:auto}
}
@media (min-width:1024px){
.hero-statement .hero-text{max-width:min(52rem,80%)}
.hero-media{text-align:start}
.hero-media .hero-bg{left:50%}
.hero-media::before,.hero-overlay.hero-media::before{display:none}
.hero-media h1,.hero-media .lead{text-shadow:none}
.hero-media .hero-in{max-width:72rem}
.hero-media .hero-text,.hero-overlay .hero-text{max-width:min(34rem,42%)}
.hero-media .lead{margin-inline:0}
.hero-media .hero-actions{justify-content:flex-start}
.hero-facts.hero-media .hero-grid{grid-template-columns:1fr 1fr}
.hero-facts.hero-media .hero-text{max-width:none}
}
`;
