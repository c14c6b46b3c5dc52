const PALETTE: Record<string, [string, string]> = {
  Brochures: ['#0b5394', '#cfe2f3'],
  Posters: ['#7f3f98', '#e8d5f0'],
  'Note Cards': ['#38761d', '#d9ead3'],
  'Greeting Cards': ['#38761d', '#d9ead3'],
  Forms: ['#b45f06', '#fce5cd'],
  Kits: ['#990000', '#f4cccc'],
  'Letter Templates': ['#1c4587', '#c9daf8'],
  Postcards: ['#0c343d', '#d0e0e3'],
  Email: ['#bf9000', '#fff2cc'],
  Flyers: ['#274e13', '#d9ead3'],
  'Digital Ads': ['#4c1130', '#ead1dc'],
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + word).length > width && line) {
      lines.push(line.trim());
      line = '';
    }
    line += `${word} `;
  }
  if (line.trim()) lines.push(line.trim());
  return lines.slice(0, 4);
}

/** A product's preview image: its format's colours, name and item number. */
export function productImageSvg(product: {
  name: string;
  itemNumber: string;
  productFormat: string;
}): string {
  const [dark, light] = PALETTE[product.productFormat] ?? ['#333333', '#eeeeee'];
  const lines = wrap(product.name, 22)
    .map((line, index) => `<tspan x="24" dy="${index === 0 ? 0 : 30}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(product.name)}">
<rect width="400" height="300" fill="${light}"/>
<rect width="400" height="56" fill="${dark}"/>
<text x="24" y="36" font-family="Helvetica, Arial, sans-serif" font-size="18" fill="#ffffff">${escapeXml(product.productFormat)}</text>
<text x="24" y="120" font-family="Georgia, serif" font-size="24" fill="${dark}">${lines}</text>
<text x="24" y="276" font-family="Helvetica, Arial, sans-serif" font-size="16" fill="${dark}">${escapeXml(product.itemNumber)}</text>
</svg>`;
}

/** A placeholder picture for the image library and banners: a colour field with its name. */
export function placeholderSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400" role="img" aria-label="${escapeXml(name)}">
<rect width="600" height="400" fill="${color}"/>
<circle cx="480" cy="110" r="70" fill="#ffffff" opacity="0.25"/>
<text x="40" y="350" font-family="Helvetica, Arial, sans-serif" font-size="36" fill="#ffffff">${escapeXml(name)}</text>
</svg>`;
}
