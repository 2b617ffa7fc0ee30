class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.006
	std = 0.016
	data = [0.022949, 0.003429, -0.017499, 0.002386, 0.007347, -0.008584, -0.014728, -0.026959, -0.029831, -0.031573, -0.013281, -0.006334, 0.002728, -0.006046, 0.015243, 0.009522]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_var_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.900
	std = 0.275
	min_val = 0
	data = [1.349072, 1.098057, 0.783087, 0.893754, 0.831918, 0.655670, 0.639255, 0.604438, 1.405736, 1.282766, 0.854087, 0.754909, 0.560403, 0.728396, 1.172066, 0.789057]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_bias_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.013
	data = [-0.005193, 0.002367, 0.004879, 0.023292, 0.005772, 0.007732, -0.004021, -0.002359, 0.003844, -0.015443, -0.038007, 0.002614, -0.014086, 0.006294, 0.003148, 0.007707]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_weight_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.997
	std = 0.016
	data = [0.982332, 0.991622, 0.983903, 1.011312, 1.012207, 1.009338, 1.039013, 0.978738, 0.998453, 1.002328, 0.988120, 0.975121, 0.997958, 0.979329, 0.993747, 1.004916]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_conv_pw_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_conv_pw_parameters_weight_"
	shape = [16, 32, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.356


class Program_weight_tensor_meta_x_6:
	name = "in_5"
	original_name = "x_6"
	shape = [2, 32, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.104
	std = 0.211
