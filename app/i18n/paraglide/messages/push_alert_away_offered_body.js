/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Push_Alert_Away_Offered_BodyInputs */

const en_push_alert_away_offered_body = /** @type {(inputs: Push_Alert_Away_Offered_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay by ${i?.when} to keep it.`)
};

const de_push_alert_away_offered_body = /** @type {(inputs: Push_Alert_Away_Offered_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bezahle bis ${i?.when}, um ihn zu behalten.`)
};

/**
* | output |
* | --- |
* | "Pay by {when} to keep it." |
*
* @param {Push_Alert_Away_Offered_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_alert_away_offered_body = /** @type {((inputs: Push_Alert_Away_Offered_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Alert_Away_Offered_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_alert_away_offered_body(inputs)
	return en_push_alert_away_offered_body(inputs)
});