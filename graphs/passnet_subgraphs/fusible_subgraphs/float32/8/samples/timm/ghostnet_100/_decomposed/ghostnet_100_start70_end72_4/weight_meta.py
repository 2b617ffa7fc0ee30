class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_ghost2_modules_primary_conv_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_ghost2_modules_primary_conv_modules_0_parameters_weight_"
	shape = [20, 72, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.069


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_ghost2_modules_primary_conv_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_ghost2_modules_primary_conv_modules_1_buffers_running_mean_"
	shape = [20]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.024
	data = [0.032817, -0.008203, -0.019754, -0.021057, 0.006860, -0.012452, -0.033868, 0.003748, -0.008708, 0.033419, -0.015910, -0.001758, 0.040677, 0.012425, 0.025658, -0.011143, 0.013085, -0.009323, 0.022263, -0.051058]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_ghost2_modules_primary_conv_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_ghost2_modules_primary_conv_modules_1_buffers_running_var_"
	shape = [20]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.114
	std = 0.247
	min_val = 0
	data = [0.898850, 1.394818, 1.300486, 1.169467, 1.043183, 0.914793, 0.927233, 1.235087, 0.828104, 1.497559, 1.296231, 1.359439, 1.270412, 0.649173, 1.286622, 1.477938, 0.879766, 1.016317, 1.052894, 0.790597]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_ghost2_modules_primary_conv_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_ghost2_modules_primary_conv_modules_1_parameters_bias_"
	shape = [20]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.009
	std = 0.018
	data = [-0.004972, -0.026905, -0.005998, -0.043886, -0.009110, -0.023562, -0.013069, -0.026591, 0.004376, 0.009209, -0.023380, -0.009651, -0.002364, -0.035895, 0.004768, -0.025753, -0.000143, 0.018495, 0.004050, 0.024766]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_ghost2_modules_primary_conv_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_ghost2_modules_primary_conv_modules_1_parameters_weight_"
	shape = [20]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.020
	data = [0.977600, 0.990823, 0.974140, 1.021568, 1.016113, 0.977962, 0.985183, 1.016482, 0.986496, 0.987978, 1.025643, 1.023898, 1.037398, 0.977893, 0.997116, 0.993075, 1.029128, 1.012568, 0.988090, 1.015526]


class Program_weight_tensor_meta_x_17:
	name = "in_5"
	original_name = "x_17"
	shape = [128, 72, 48, 48]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.016
