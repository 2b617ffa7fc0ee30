class Program_weight_tensor_meta_L_args_0_modules_embeddings_parameters_weight_:
	name = "in_0"
	original_name = "L_args_0_modules_embeddings_parameters_weight_"
	shape = [32000, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.100


class Program_weight_tensor_meta_L_kwargs_input_ids_:
	name = "in_1"
	original_name = "L_kwargs_input_ids_"
	shape = [1, 128]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
