/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Events_Admin_Already_CancelledInputs */

const en_events_admin_already_cancelled = /** @type {(inputs: Events_Admin_Already_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} Nobody was emailed again.`)
};

const de_events_admin_already_cancelled = /** @type {(inputs: Events_Admin_Already_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} Niemand wurde erneut angeschrieben.`)
};

/**
* | output |
* | --- |
* | "{reason} Nobody was emailed again." |
*
* @param {Events_Admin_Already_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_already_cancelled = /** @type {((inputs: Events_Admin_Already_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Already_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_already_cancelled(inputs)
	return en_events_admin_already_cancelled(inputs)
});