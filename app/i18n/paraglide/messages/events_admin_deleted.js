/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_DeletedInputs */

const en_events_admin_deleted = /** @type {(inputs: Events_Admin_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The event and its RSVPs were removed.`)
};

const de_events_admin_deleted = /** @type {(inputs: Events_Admin_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Termin und seine Zusagen wurden entfernt.`)
};

/**
* | output |
* | --- |
* | "The event and its RSVPs were removed." |
*
* @param {Events_Admin_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_deleted = /** @type {((inputs?: Events_Admin_DeletedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_DeletedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_deleted(inputs)
	return en_events_admin_deleted(inputs)
});