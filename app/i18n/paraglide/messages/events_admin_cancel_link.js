/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Cancel_LinkInputs */

const en_events_admin_cancel_link = /** @type {(inputs: Events_Admin_Cancel_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this event…`)
};

const de_events_admin_cancel_link = /** @type {(inputs: Events_Admin_Cancel_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Termin absagen …`)
};

/**
* | output |
* | --- |
* | "Cancel this event…" |
*
* @param {Events_Admin_Cancel_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel_link = /** @type {((inputs?: Events_Admin_Cancel_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancel_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_cancel_link(inputs)
	return en_events_admin_cancel_link(inputs)
});