/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ groupName: NonNullable<unknown>, clubName: NonNullable<unknown> }} Site_Share_Card_AltInputs */

const en_site_share_card_alt = /** @type {(inputs: Site_Share_Card_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.groupName}, the independent supporters group of ${i?.clubName}`)
};

const de_site_share_card_alt = /** @type {(inputs: Site_Share_Card_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.groupName}, die unabhängige Fangruppe von ${i?.clubName}`)
};

/**
* | output |
* | --- |
* | "{groupName}, the independent supporters group of {clubName}" |
*
* @param {Site_Share_Card_AltInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_share_card_alt = /** @type {((inputs: Site_Share_Card_AltInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Share_Card_AltInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_share_card_alt(inputs)
	return en_site_share_card_alt(inputs)
});