class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_0_modules_layers_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_13_modules_0_modules_layers_modules_0_parameters_weight_"
	shape = [576, 96, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.059


class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_0_modules_layers_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_13_modules_0_modules_layers_modules_1_buffers_running_mean_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_0_modules_layers_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_13_modules_0_modules_layers_modules_1_buffers_running_var_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.008
	std = 0.285
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_0_modules_layers_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_13_modules_0_modules_layers_modules_1_parameters_bias_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_0_modules_layers_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_13_modules_0_modules_layers_modules_1_parameters_weight_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_0_modules_layers_modules_3_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_layers_modules_13_modules_0_modules_layers_modules_3_parameters_weight_"
	shape = [576, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_0_modules_layers_modules_4_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_layers_modules_13_modules_0_modules_layers_modules_4_buffers_running_mean_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_0_modules_layers_modules_4_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_layers_modules_13_modules_0_modules_layers_modules_4_buffers_running_var_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.016
	std = 0.294
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_0_modules_layers_modules_4_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_layers_modules_13_modules_0_modules_layers_modules_4_parameters_bias_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_0_modules_layers_modules_4_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_layers_modules_13_modules_0_modules_layers_modules_4_parameters_weight_"
	shape = [576]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_0_modules_layers_modules_6_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_layers_modules_13_modules_0_modules_layers_modules_6_parameters_weight_"
	shape = [160, 576, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.112


class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_0_modules_layers_modules_7_buffers_running_mean_:
	name = "in_11"
	original_name = "L_self_modules_layers_modules_13_modules_0_modules_layers_modules_7_buffers_running_mean_"
	shape = [160]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_0_modules_layers_modules_7_buffers_running_var_:
	name = "in_12"
	original_name = "L_self_modules_layers_modules_13_modules_0_modules_layers_modules_7_buffers_running_var_"
	shape = [160]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.982
	std = 0.299
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_0_modules_layers_modules_7_parameters_bias_:
	name = "in_13"
	original_name = "L_self_modules_layers_modules_13_modules_0_modules_layers_modules_7_parameters_bias_"
	shape = [160]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_0_modules_layers_modules_7_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_layers_modules_13_modules_0_modules_layers_modules_7_parameters_weight_"
	shape = [160]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_14_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_layers_modules_14_parameters_weight_"
	shape = [1280, 160, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.040


class Program_weight_tensor_meta_L_self_modules_layers_modules_15_buffers_running_mean_:
	name = "in_16"
	original_name = "L_self_modules_layers_modules_15_buffers_running_mean_"
	shape = [1280]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_15_buffers_running_var_:
	name = "in_17"
	original_name = "L_self_modules_layers_modules_15_buffers_running_var_"
	shape = [1280]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.011
	std = 0.289
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layers_modules_15_parameters_bias_:
	name = "in_18"
	original_name = "L_self_modules_layers_modules_15_parameters_bias_"
	shape = [1280]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_15_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_layers_modules_15_parameters_weight_"
	shape = [1280]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_input_138:
	name = "in_20"
	original_name = "input_138"
	shape = [4, 96, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.007
	std = 0.133
