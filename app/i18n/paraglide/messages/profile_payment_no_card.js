/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Payment_No_CardInputs */

const en_profile_payment_no_card = /** @type {(inputs: Profile_Payment_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no card on file: your membership is not paid by card.`)
};

const de_profile_payment_no_card = /** @type {(inputs: Profile_Payment_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es ist keine Karte hinterlegt: Deine Mitgliedschaft wird nicht per Karte bezahlt.`)
};

/**
* | output |
* | --- |
* | "There is no card on file: your membership is not paid by card." |
*
* @param {Profile_Payment_No_CardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_payment_no_card = /** @type {((inputs?: Profile_Payment_No_CardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Payment_No_CardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_payment_no_card(inputs)
	return en_profile_payment_no_card(inputs)
});