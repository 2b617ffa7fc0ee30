class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_conv_transition_b_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_conv_transition_b_modules_bn_buffers_running_mean_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_conv_transition_b_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_conv_transition_b_modules_bn_buffers_running_var_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.985
	std = 0.276
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_conv_transition_b_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_conv_transition_b_modules_bn_parameters_bias_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_conv_transition_b_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_conv_transition_b_modules_bn_parameters_weight_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_conv_transition_b_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_conv_transition_b_modules_conv_parameters_weight_"
	shape = [128, 128, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.125


class Program_weight_tensor_meta_x_34:
	name = "in_5"
	original_name = "x_34"
	shape = [2, 128, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.068
	std = 0.102


class Program_weight_tensor_meta_xs:
	name = "in_6"
	original_name = "xs"
	shape = [2, 128, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.155
