import classes from './StaticPages.module.css';

/** A phone showing a payment QR code with a tick: the "register and pay" guide. */
export function PayArt() {
  return (
    <svg viewBox="0 0 92 72" className={classes.guideArt} aria-hidden="true" focusable="false">
      <rect x="2" y="12" width="88" height="58" rx="16" className={classes.artBg} />
      <rect x="28" y="3" width="34" height="62" rx="7" className={classes.artPhone} />
      <rect x="34" y="13" width="9" height="9" rx="1.5" className={classes.artInk} />
      <rect x="47" y="13" width="9" height="9" rx="1.5" className={classes.artInk} />
      <rect x="34" y="26" width="9" height="9" rx="1.5" className={classes.artInk} />
      <rect x="48" y="27" width="3" height="3" className={classes.artInk} />
      <rect x="53" y="27" width="3" height="3" className={classes.artInk} />
      <rect x="48" y="32" width="3" height="3" className={classes.artInk} />
      <rect x="34" y="44" width="22" height="4" rx="2" className={classes.artBrand} />
      <rect x="38" y="52" width="14" height="4" rx="2" className={classes.artBrand} opacity="0.5" />
      <circle cx="68" cy="50" r="12" className={classes.artAccent} />
      <path d="M62.5 50.5l4 4 7.5-8" className={classes.artCheck} />
    </svg>
  );
}

/** Three runners side by side: the "team or friends" guide. */
export function TeamArt() {
  return (
    <svg viewBox="0 0 92 72" className={classes.guideArt} aria-hidden="true" focusable="false">
      <rect x="2" y="12" width="88" height="58" rx="16" className={classes.artBg} />
      <circle cx="22" cy="30" r="8" className={classes.artTeal} />
      <path d="M8 62c0-11 6-18 14-18s14 7 14 18z" className={classes.artTeal} />
      <circle cx="70" cy="30" r="8" className={classes.artAccent} />
      <path d="M56 62c0-11 6-18 14-18s14 7 14 18z" className={classes.artAccent} />
      <circle cx="46" cy="24" r="10" className={classes.artBrand} />
      <path d="M28 66c0-14 8-23 18-23s18 9 18 23z" className={classes.artInk} />
      <path d="M41 52h10" className={classes.artCheck} />
    </svg>
  );
}
