/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Away_Partner_AloneInputs */

const en_mail_away_partner_alone = /** @type {(inputs: Mail_Away_Partner_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you do not join by then, they go into the draw alone.`)
};

const de_mail_away_partner_alone = /** @type {(inputs: Mail_Away_Partner_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn du bis dahin nicht beitrittst, geht die andere Person allein in die Verlosung.`)
};

/**
* | output |
* | --- |
* | "If you do not join by then, they go into the draw alone." |
*
* @param {Mail_Away_Partner_AloneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_partner_alone = /** @type {((inputs?: Mail_Away_Partner_AloneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Partner_AloneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_partner_alone(inputs)
	return en_mail_away_partner_alone(inputs)
});