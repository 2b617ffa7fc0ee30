class Program_weight_tensor_meta_L_latent_:
	name = "in_0"
	original_name = "L_latent_"
	shape = [2, 4, 32, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.019
	std = 1.149


class Program_weight_tensor_meta_L_self_modules_x_embedder_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_x_embedder_parameters_bias_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.143


class Program_weight_tensor_meta_L_self_modules_x_embedder_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_x_embedder_parameters_weight_"
	shape = [1152, 4, 2, 2]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.144
