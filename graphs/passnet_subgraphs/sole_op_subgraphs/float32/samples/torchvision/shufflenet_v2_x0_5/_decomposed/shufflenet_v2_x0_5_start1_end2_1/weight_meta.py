class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_buffers_running_mean_:
	name = "w_0"
	original_name = "L_self_modules_conv1_modules_1_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.022
	data = [0.007242, 0.029662, -0.011812, -0.003167, 0.050246, 0.027606, 0.020410, -0.007884, -0.007961, 0.019470, 0.016403, 0.002438, -0.036414, -0.008977, -0.026519, -0.021414, 0.022051, 0.038840, -0.000951, 0.020816, -0.012215, -0.017252, -0.017479, 0.005555]


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_buffers_running_var_:
	name = "w_1"
	original_name = "L_self_modules_conv1_modules_1_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.016
	std = 0.275
	min_val = 0
	data = [0.903364, 0.789559, 1.172789, 0.854191, 1.186358, 1.257533, 1.177252, 0.764673, 0.656198, 0.863419, 1.159880, 1.053885, 1.488758, 1.337757, 0.766074, 1.359205, 0.714955, 0.831231, 1.370599, 0.632466, 0.861042, 0.589068, 1.232031, 1.358297]


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_parameters_bias_:
	name = "w_2"
	original_name = "L_self_modules_conv1_modules_1_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020
	data = [-0.004317, -0.014851, 0.011254, 0.005193, -0.003479, -0.013575, 0.018765, 0.009777, -0.011385, 0.018399, 0.022216, 0.025797, -0.029563, 0.051345, -0.009462, 0.006711, -0.032587, -0.010995, -0.009597, -0.009994, -0.021340, 0.022299, -0.002813, 0.016115]


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_parameters_weight_:
	name = "w_3"
	original_name = "L_self_modules_conv1_modules_1_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.021
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.009362, 0.996846, 1.028873, 1.005321, 1.003329, 1.017488, 0.997131, 0.997768, 1.018637, 1.025180, 1.040100, 1.001075, 1.012361, 0.991744, 0.983179, 0.953679]


class Program_weight_tensor_meta_input_1:
	name = "in_0"
	original_name = "input_1"
	shape = [1, 24, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.022
	std = 0.309
