class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_layer_scale_parameters_gamma_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_layer_scale_parameters_gamma_"
	shape = [48, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.000
	data = [0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_norm_modules_identity_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_norm_modules_identity_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.023
	data = [0.019356, 0.003976, 0.000440, -0.021352, 0.004323, 0.031136, -0.023211, 0.024552, -0.018050, 0.005960, -0.014861, -0.023712, 0.016833, -0.024253, -0.000579, 0.009619, -0.007441, -0.010588, -0.015901, 0.034863, -0.012575, 0.006252, 0.036435, 0.021614, 0.031438, 0.014100, 0.012695, -0.039722, -0.033637, -0.009219, 0.002238, -0.012546, -0.058434, -0.042709, 0.006393, -0.019315, 0.034010, 0.002991, 0.033015, 0.021286, 0.029716, -0.010071, -0.032770, 0.023780, 0.009080, -0.033955, -0.012883, -0.007677]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_norm_modules_identity_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_norm_modules_identity_buffers_running_var_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.033
	std = 0.292
	min_val = 0
	data = [1.140995, 0.654032, 1.388507, 1.215577, 0.669300, 1.426879, 0.667172, 0.856889, 1.144140, 0.800897, 1.180828, 0.623957, 1.428314, 1.487292, 0.810048, 1.408239, 0.827298, 1.380044, 0.563095, 1.493110, 0.900736, 0.614800, 1.413345, 1.146868, 1.339272, 0.738933, 0.775441, 0.850551, 0.924026, 1.112681, 1.304827, 1.189158, 0.585808, 0.759616, 1.162652, 1.415408, 1.261873, 1.172165, 1.072230, 0.543139, 0.812394, 1.363590, 1.058566, 1.012282, 0.693889, 1.149722, 0.878641, 1.173369]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_norm_modules_identity_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_norm_modules_identity_parameters_bias_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.021
	data = [-0.010272, -0.011289, -0.018367, -0.014991, -0.001899, 0.022017, 0.026209, -0.005857, -0.015767, -0.003390, -0.043497, 0.014405, 0.005709, 0.004581, 0.025665, -0.027584, 0.010815, -0.018956, 0.004043, -0.007015, 0.010900, 0.030824, 0.012005, -0.006760, 0.008093, 0.017863, -0.029082, 0.023750, -0.005990, 0.045926, 0.006611, 0.043495, -0.024919, 0.049932, -0.014138, 0.023009, -0.010995, 0.016310, 0.040011, -0.008787, -0.008638, -0.009459, 0.006513, -0.019472, 0.015958, -0.011466, 0.004121, 0.004275]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_norm_modules_identity_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_norm_modules_identity_parameters_weight_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.002
	std = 0.023
	data = [0.982534, 1.000085, 0.974842, 0.978311, 1.015060, 1.006473, 0.994500, 1.026112, 1.004235, 1.005439, 0.981463, 0.945340, 0.988717, 0.994520, 1.002796, 1.010171, 1.005542, 0.980375, 1.017777, 1.031380, 0.998363, 0.993012, 1.004049, 0.994232, 1.002966, 1.048375, 1.026557, 0.994723, 1.007289, 1.050880, 0.946211, 1.048852, 1.000208, 0.980070, 1.019570, 0.991171, 0.994779, 1.015960, 0.977857, 1.046612, 0.984700, 0.990501, 0.990095, 0.996033, 1.044298, 0.997266, 0.979637, 1.003568]


class Program_weight_tensor_meta_input_3:
	name = "in_5"
	original_name = "input_3"
	shape = [4, 48, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.015
	std = 0.067


class Program_weight_tensor_meta_out_7:
	name = "in_6"
	original_name = "out_7"
	shape = [4, 48, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.020
	std = 0.100
