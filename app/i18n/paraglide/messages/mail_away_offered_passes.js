/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Away_Offered_PassesInputs */

const en_mail_away_offered_passes = /** @type {(inputs: Mail_Away_Offered_PassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A place not paid by then passes to the next member in the draw's order.`)
};

const de_mail_away_offered_passes = /** @type {(inputs: Mail_Away_Offered_PassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Platz, der bis dahin nicht bezahlt ist, geht an das nächste Mitglied in der Reihenfolge der Verlosung.`)
};

/**
* | output |
* | --- |
* | "A place not paid by then passes to the next member in the draw's order." |
*
* @param {Mail_Away_Offered_PassesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_offered_passes = /** @type {((inputs?: Mail_Away_Offered_PassesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Offered_PassesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_offered_passes(inputs)
	return en_mail_away_offered_passes(inputs)
});