/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ clubName: NonNullable<unknown> }} Site_Share_Card_TitleInputs */

const en_site_share_card_title = /** @type {(inputs: Site_Share_Card_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Independent supporters group of ${i?.clubName}`)
};

const de_site_share_card_title = /** @type {(inputs: Site_Share_Card_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unabhängige Fangruppe von ${i?.clubName}`)
};

/**
* | output |
* | --- |
* | "Independent supporters group of {clubName}" |
*
* @param {Site_Share_Card_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_share_card_title = /** @type {((inputs: Site_Share_Card_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Share_Card_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_share_card_title(inputs)
	return en_site_share_card_title(inputs)
});