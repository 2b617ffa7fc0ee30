class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv_pwl_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_0_modules_conv_pwl_modules_bn_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.007
	std = 0.024
	data = [0.011997, -0.006434, 0.055310, -0.021814, 0.028798, -0.013330, -0.025092, 0.028964, -0.008356, 0.004290, -0.011152, 0.024598, 0.012710, 0.047245, 0.002141, -0.015129]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv_pwl_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_0_modules_conv_pwl_modules_bn_buffers_running_var_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.966
	std = 0.253
	min_val = 0
	data = [0.637227, 1.062376, 1.427154, 1.234913, 1.321683, 0.884123, 0.696597, 0.917961, 1.104018, 0.868759, 1.148253, 1.216373, 0.719028, 0.765366, 0.782642, 0.665658]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv_pwl_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_0_modules_conv_pwl_modules_bn_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.013
	data = [-0.005193, 0.002367, 0.004879, 0.023292, 0.005772, 0.007732, -0.004021, -0.002359, 0.003844, -0.015443, -0.038007, 0.002614, -0.014086, 0.006294, 0.003148, 0.007707]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv_pwl_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_0_modules_conv_pwl_modules_bn_parameters_weight_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.997
	std = 0.016
	data = [0.982332, 0.991622, 0.983903, 1.011312, 1.012207, 1.009338, 1.039013, 0.978738, 0.998453, 1.002328, 0.988120, 0.975121, 0.997958, 0.979329, 0.993747, 1.004916]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv_pwl_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_0_modules_conv_pwl_modules_conv_parameters_weight_"
	shape = [16, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.025
	std = 0.361


class Program_weight_tensor_meta_x_5:
	name = "in_5"
	original_name = "x_5"
	shape = [2, 32, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.048
	std = 0.079
