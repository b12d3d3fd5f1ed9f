/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, where: NonNullable<unknown> }} Push_Alert_Shift_BodyInputs */

const en_push_alert_shift_body = /** @type {(inputs: Push_Alert_Shift_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}, ${i?.where}.`)
};

const de_push_alert_shift_body = /** @type {(inputs: Push_Alert_Shift_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}, ${i?.where}.`)
};

/**
* | output |
* | --- |
* | "{when}, {where}." |
*
* @param {Push_Alert_Shift_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_alert_shift_body = /** @type {((inputs: Push_Alert_Shift_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Alert_Shift_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_alert_shift_body(inputs)
	return en_push_alert_shift_body(inputs)
});