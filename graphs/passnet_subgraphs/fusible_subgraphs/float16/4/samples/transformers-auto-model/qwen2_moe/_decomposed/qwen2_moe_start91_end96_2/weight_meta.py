class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
	shape = [512, 1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_cos_2:
	name = "in_2"
	original_name = "cos_2"
	shape = [1, 256, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.741
	std = 0.533


class Program_weight_tensor_meta_hidden_states_2:
	name = "in_3"
	original_name = "hidden_states_2"
	shape = [4, 256, 1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.005
	std = 0.998


class Program_weight_tensor_meta_sin_2:
	name = "in_4"
	original_name = "sin_2"
	shape = [1, 256, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.160
	std = 0.377
