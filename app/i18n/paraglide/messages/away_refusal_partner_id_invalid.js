/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Refusal_Partner_Id_InvalidInputs */

const en_away_refusal_partner_id_invalid = /** @type {(inputs: Away_Refusal_Partner_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Member ID is # and 8 letters or digits, as on the member card (e.g. #1A2B3C4D).`)
};

const de_away_refusal_partner_id_invalid = /** @type {(inputs: Away_Refusal_Partner_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Mitglieds-ID ist # und 8 Buchstaben oder Ziffern, wie auf der Mitgliedskarte (z. B. #1A2B3C4D).`)
};

/**
* | output |
* | --- |
* | "A Member ID is # and 8 letters or digits, as on the member card (e.g. #1A2B3C4D)." |
*
* @param {Away_Refusal_Partner_Id_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_partner_id_invalid = /** @type {((inputs?: Away_Refusal_Partner_Id_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_Partner_Id_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_refusal_partner_id_invalid(inputs)
	return en_away_refusal_partner_id_invalid(inputs)
});