/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Rate_Partner_ApplicationsInputs */

const en_away_rate_partner_applications = /** @type {(inputs: Away_Rate_Partner_ApplicationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`applications naming a partner`)
};

const de_away_rate_partner_applications = /** @type {(inputs: Away_Rate_Partner_ApplicationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldungen mit Partner:in`)
};

/**
* | output |
* | --- |
* | "applications naming a partner" |
*
* @param {Away_Rate_Partner_ApplicationsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_rate_partner_applications = /** @type {((inputs?: Away_Rate_Partner_ApplicationsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Rate_Partner_ApplicationsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_rate_partner_applications(inputs)
	return en_away_rate_partner_applications(inputs)
});