class Program_weight_tensor_meta_L_self_modules_embeddings_project_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_embeddings_project_parameters_bias_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_embeddings_project_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_embeddings_project_parameters_weight_"
	shape = [256, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_embeddings_3:
	name = "in_0"
	original_name = "embeddings_3"
	shape = [2, 32, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.998
