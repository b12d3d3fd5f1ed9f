/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Push_Alert_Shift_Cancelled_TitleInputs */

const en_push_alert_shift_cancelled_title = /** @type {(inputs: Push_Alert_Shift_Cancelled_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shift cancelled: ${i?.title}`)
};

const de_push_alert_shift_cancelled_title = /** @type {(inputs: Push_Alert_Shift_Cancelled_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Einsatz abgesagt: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Shift cancelled: {title}" |
*
* @param {Push_Alert_Shift_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_alert_shift_cancelled_title = /** @type {((inputs: Push_Alert_Shift_Cancelled_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Alert_Shift_Cancelled_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_alert_shift_cancelled_title(inputs)
	return en_push_alert_shift_cancelled_title(inputs)
});