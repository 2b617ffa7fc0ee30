class Program_weight_tensor_meta_L_self_modules_embeddings_modules_LayerNorm_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_embeddings_modules_LayerNorm_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_LayerNorm_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_embeddings_modules_LayerNorm_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_embeddings_1:
	name = "in_0"
	original_name = "embeddings_1"
	shape = [1, 128, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.034
