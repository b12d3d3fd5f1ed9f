/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Cancel_AlreadyInputs */

const en_events_admin_cancel_already = /** @type {(inputs: Events_Admin_Cancel_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is already cancelled.`)
};

const de_events_admin_cancel_already = /** @type {(inputs: Events_Admin_Cancel_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er ist schon abgesagt.`)
};

/**
* | output |
* | --- |
* | "It is already cancelled." |
*
* @param {Events_Admin_Cancel_AlreadyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel_already = /** @type {((inputs?: Events_Admin_Cancel_AlreadyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancel_AlreadyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_cancel_already(inputs)
	return en_events_admin_cancel_already(inputs)
});