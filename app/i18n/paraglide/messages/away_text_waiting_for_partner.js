/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ memberId: NonNullable<unknown> }} Away_Text_Waiting_For_PartnerInputs */

const en_away_text_waiting_for_partner = /** @type {(inputs: Away_Text_Waiting_For_PartnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` Waiting for ${i?.memberId} to confirm: unless they do before the close, you go into the draw alone.`)
};

const de_away_text_waiting_for_partner = /** @type {(inputs: Away_Text_Waiting_For_PartnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` Warten auf die Bestätigung von ${i?.memberId}: Kommt sie nicht vor Schluss, gehst du allein in die Ziehung.`)
};

/**
* | output |
* | --- |
* | "Waiting for {memberId} to confirm: unless they do before the close, you go into the draw alone." |
*
* @param {Away_Text_Waiting_For_PartnerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_waiting_for_partner = /** @type {((inputs: Away_Text_Waiting_For_PartnerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Waiting_For_PartnerInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_waiting_for_partner(inputs)
	return en_away_text_waiting_for_partner(inputs)
});