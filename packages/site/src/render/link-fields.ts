/**
 * Whether a text at a dotted path renders its [text](url) links as anchors. A few texts sit inside an
 * element that is itself a link or a control (the site name in the home link, menu link names, FAQ
 * questions that open their answer, the phone and email links): links there cannot work, so the
 * editor does not offer Add Link for them.
 */
export function canHoldLink(path: string): boolean {
  return !(
    path === 'siteName' ||
    path === 'contact.phone' ||
    path === 'contact.email' ||
    /^(navigation|footer)\.links\.\d+\.(name|url)$/.test(path) ||
    /\.questions\.\d+\.question$/.test(path) ||
    /\.plans\.\d+\.(price|period)$/.test(path)
  );
}
