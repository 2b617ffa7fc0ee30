class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_bias_"
	shape = [80]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_weight_"
	shape = [80, 1, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_bias_"
	shape = [80]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_weight_"
	shape = [80]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_0_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_0_parameters_bias_"
	shape = [40]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.014
	data = [-0.004116, -0.016175, 0.009293, 0.007830, -0.026812, 0.015193, 0.014576, -0.001335, 0.011118, -0.028152, 0.002213, 0.000704, -0.011291, 0.018318, 0.005980, 0.003542, -0.006878, 0.004582, 0.008732, 0.005404, -0.004004, 0.020368, -0.008339, -0.000616, 0.028863, -0.004107, 0.021830, 0.008810, -0.005604, 0.007198, -0.031378, -0.001237, 0.015800, -0.000190, -0.017155, 0.004268, 0.032756, -0.002895, 0.018252, -0.004484]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_0_parameters_weight_"
	shape = [40]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.019
	data = [1.003256, 0.987235, 1.017959, 0.992327, 1.005959, 1.036188, 0.998174, 1.021855, 0.997951, 0.965469, 0.990307, 1.014242, 1.036406, 0.982959, 0.993172, 0.997238, 0.999781, 1.005160, 1.021533, 1.004869, 1.030594, 0.970298, 1.023343, 0.979185, 0.977540, 1.012419, 0.982472, 0.964520, 0.983792, 0.970481, 1.013340, 1.013376, 0.998496, 1.003286, 1.000550, 1.011626, 1.004700, 1.021433, 0.989543, 0.985574]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_1_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_1_parameters_bias_"
	shape = [80]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_1_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_1_parameters_weight_"
	shape = [80, 40, 2, 2]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_x_13:
	name = "in_8"
	original_name = "x_13"
	shape = [4, 40, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 1.006


class Program_weight_tensor_meta_x_23:
	name = "in_9"
	original_name = "x_23"
	shape = [4, 40, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.000
