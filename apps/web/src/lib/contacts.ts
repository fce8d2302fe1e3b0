/** Links for the site's help channels (order page, about and policy pages). */
export function lineUrl(id: string): string {
  const handle = id.trim();
  return /^https?:\/\//.test(handle) ? handle : `https://line.me/R/ti/p/${encodeURIComponent(handle)}`;
}

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoUrl(email: string, subject?: string, body?: string): string {
  const params = [
    ...(subject ? [`subject=${encodeURIComponent(subject)}`] : []),
    ...(body ? [`body=${encodeURIComponent(body)}`] : []),
  ];
  return `mailto:${email}${params.length > 0 ? `?${params.join('&')}` : ''}`;
}
