class Program_weight_tensor_meta_matmul:
	name = "in_0"
	original_name = "matmul"
	shape = [1, 4, 196, 196]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.003
