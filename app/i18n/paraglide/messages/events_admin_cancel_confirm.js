/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Cancel_ConfirmInputs */

const en_events_admin_cancel_confirm = /** @type {(inputs: Events_Admin_Cancel_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, cancel the event and email everyone`)
};

const de_events_admin_cancel_confirm = /** @type {(inputs: Events_Admin_Cancel_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja, Termin absagen und alle anschreiben`)
};

/**
* | output |
* | --- |
* | "Yes, cancel the event and email everyone" |
*
* @param {Events_Admin_Cancel_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel_confirm = /** @type {((inputs?: Events_Admin_Cancel_ConfirmInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancel_ConfirmInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_cancel_confirm(inputs)
	return en_events_admin_cancel_confirm(inputs)
});