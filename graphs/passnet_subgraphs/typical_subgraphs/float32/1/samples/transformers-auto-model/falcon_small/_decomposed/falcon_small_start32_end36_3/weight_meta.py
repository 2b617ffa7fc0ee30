class Program_weight_tensor_meta_key_layer:
	name = "in_0"
	original_name = "key_layer"
	shape = [4, 32, 1, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.009
	std = 0.446


class Program_weight_tensor_meta_query_layer:
	name = "in_1"
	original_name = "query_layer"
	shape = [4, 32, 8, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.448
