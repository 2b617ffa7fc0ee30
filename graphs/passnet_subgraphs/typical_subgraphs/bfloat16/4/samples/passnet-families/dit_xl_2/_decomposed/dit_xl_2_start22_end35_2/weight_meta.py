class Program_weight_tensor_meta_L_self_modules_t_embedder_modules_0_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_t_embedder_modules_0_parameters_bias_"
	shape = [1152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.036


class Program_weight_tensor_meta_L_self_modules_t_embedder_modules_0_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_t_embedder_modules_0_parameters_weight_"
	shape = [1152, 256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.036


class Program_weight_tensor_meta_L_timestep_:
	name = "in_2"
	original_name = "L_timestep_"
	shape = [16]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
