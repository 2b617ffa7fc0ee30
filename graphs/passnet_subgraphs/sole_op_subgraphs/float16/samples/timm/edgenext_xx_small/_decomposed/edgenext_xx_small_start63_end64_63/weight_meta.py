class Program_weight_tensor_meta_dim_t:
	name = "in_0"
	original_name = "dim_t"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 15.500
	std = 9.381
