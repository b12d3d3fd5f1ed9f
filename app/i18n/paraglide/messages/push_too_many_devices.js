/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown> }} Push_Too_Many_DevicesInputs */

const en_push_too_many_devices = /** @type {(inputs: Push_Too_Many_DevicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can have alerts on at most ${i?.limit} devices. Remove one on your profile first.`)
};

const de_push_too_many_devices = /** @type {(inputs: Push_Too_Many_DevicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Benachrichtigungen sind auf höchstens ${i?.limit} Geräten möglich. Entferne zuerst eines in deinem Profil.`)
};

/**
* | output |
* | --- |
* | "You can have alerts on at most {limit} devices. Remove one on your profile first." |
*
* @param {Push_Too_Many_DevicesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_too_many_devices = /** @type {((inputs: Push_Too_Many_DevicesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Too_Many_DevicesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_too_many_devices(inputs)
	return en_push_too_many_devices(inputs)
});