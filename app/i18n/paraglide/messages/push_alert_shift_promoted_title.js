/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Push_Alert_Shift_Promoted_TitleInputs */

const en_push_alert_shift_promoted_title = /** @type {(inputs: Push_Alert_Shift_Promoted_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You're on the crew: ${i?.title}`)
};

const de_push_alert_shift_promoted_title = /** @type {(inputs: Push_Alert_Shift_Promoted_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du bist dabei: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "You're on the crew: {title}" |
*
* @param {Push_Alert_Shift_Promoted_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_alert_shift_promoted_title = /** @type {((inputs: Push_Alert_Shift_Promoted_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Alert_Shift_Promoted_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_alert_shift_promoted_title(inputs)
	return en_push_alert_shift_promoted_title(inputs)
});