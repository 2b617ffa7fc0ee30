class Program_weight_tensor_meta_embedding:
	name = "in_0"
	original_name = "embedding"
	shape = [2, 32, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020
