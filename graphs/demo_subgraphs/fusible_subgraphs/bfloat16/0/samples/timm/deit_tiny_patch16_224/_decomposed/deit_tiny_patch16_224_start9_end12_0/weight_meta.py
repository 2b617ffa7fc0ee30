class Program_weight_tensor_meta_matmul:
	name = "in_0"
	original_name = "matmul"
	shape = [2, 3, 197, 197]
	dtype = "torch.bfloat16"
	device = "cuda:0"
	mean = -0.000
	std = 0.617
