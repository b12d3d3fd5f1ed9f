/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Events_Admin_Recent_PastInputs */

const en_events_admin_recent_past = /** @type {(inputs: Events_Admin_Recent_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recent past (last ${i?.count})`)
};

const de_events_admin_recent_past = /** @type {(inputs: Events_Admin_Recent_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kürzlich vergangen (letzte ${i?.count})`)
};

/**
* | output |
* | --- |
* | "Recent past (last {count})" |
*
* @param {Events_Admin_Recent_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_recent_past = /** @type {((inputs: Events_Admin_Recent_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Recent_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_recent_past(inputs)
	return en_events_admin_recent_past(inputs)
});