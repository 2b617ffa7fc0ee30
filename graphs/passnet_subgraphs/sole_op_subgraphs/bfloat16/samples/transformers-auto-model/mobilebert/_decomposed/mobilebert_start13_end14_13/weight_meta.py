class Program_weight_tensor_meta_L_self_modules_embeddings_modules_LayerNorm_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_embeddings_modules_LayerNorm_parameters_weight_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_embeddings:
	name = "in_0"
	original_name = "embeddings"
	shape = [2, 32, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.035
