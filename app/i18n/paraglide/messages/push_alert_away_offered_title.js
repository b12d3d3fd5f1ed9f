/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Push_Alert_Away_Offered_TitleInputs */

const en_push_alert_away_offered_title = /** @type {(inputs: Push_Alert_Away_Offered_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A place for you: ${i?.title}`)
};

const de_push_alert_away_offered_title = /** @type {(inputs: Push_Alert_Away_Offered_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du hast einen Platz: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "A place for you: {title}" |
*
* @param {Push_Alert_Away_Offered_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_alert_away_offered_title = /** @type {((inputs: Push_Alert_Away_Offered_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Alert_Away_Offered_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_alert_away_offered_title(inputs)
	return en_push_alert_away_offered_title(inputs)
});