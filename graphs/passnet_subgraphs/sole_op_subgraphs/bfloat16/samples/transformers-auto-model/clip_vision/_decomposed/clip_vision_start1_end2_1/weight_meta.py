class Program_weight_tensor_meta_L_self_modules_embeddings_modules_patch_embedding_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_embeddings_modules_patch_embedding_parameters_weight_"
	shape = [768, 3, 32, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_to:
	name = "in_0"
	original_name = "to"
	shape = [1, 3, 224, 224]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.501
	std = 0.289
