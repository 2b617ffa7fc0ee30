class Program_weight_tensor_meta_key_layer:
	name = "in_0"
	original_name = "key_layer"
	shape = [2, 32, 1, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.011
	std = 0.448


class Program_weight_tensor_meta_query_layer:
	name = "in_1"
	original_name = "query_layer"
	shape = [2, 32, 8, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.448
